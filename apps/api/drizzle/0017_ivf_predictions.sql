CREATE TABLE "ivf_predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" integer NOT NULL,
	"computed_by_id" integer,
	"inputs" jsonb NOT NULL,
	"model_version" text NOT NULL,
	"result" jsonb NOT NULL,
	"age" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ivf_predictions_age_ck" CHECK ("ivf_predictions"."age" between 18 and 65)
);
--> statement-breakpoint
ALTER TABLE "ivf_predictions" ADD CONSTRAINT "ivf_predictions_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ivf_predictions" ADD CONSTRAINT "ivf_predictions_computed_by_id_users_id_fk" FOREIGN KEY ("computed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ivf_predictions_public_id_uq" ON "ivf_predictions" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "ivf_predictions_patient_idx" ON "ivf_predictions" USING btree ("patient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ivf_predictions_computed_by_idx" ON "ivf_predictions" USING btree ("computed_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);