CREATE TABLE "embryo_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"patient_age" integer NOT NULL,
	"day_of_development" integer NOT NULL,
	"development_stage" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"progress_label" text DEFAULT 'Waiting to start' NOT NULL,
	"method" text,
	"ai_grade" text,
	"grade" text,
	"fragmentation_percentage" real,
	"symmetry_score" real,
	"multinucleation_detected" boolean,
	"implantation_potential_score" real,
	"ai_confidence_score" real,
	"detailed_assessment" jsonb,
	"error" text,
	"review_comment" text,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embryo_analyses_age_ck" CHECK ("embryo_analyses"."patient_age" between 18 and 65),
	CONSTRAINT "embryo_analyses_day_ck" CHECK ("embryo_analyses"."day_of_development" between 1 and 7),
	CONSTRAINT "embryo_analyses_progress_ck" CHECK ("embryo_analyses"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "embryo_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"patient_id" integer,
	"embryo_label" text,
	"storage_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embryo_images_status_ck" CHECK ("embryo_images"."status" in ('uploaded', 'analyzing', 'analyzed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "embryo_analyses" ADD CONSTRAINT "embryo_analyses_image_id_embryo_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."embryo_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo_analyses" ADD CONSTRAINT "embryo_analyses_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo_analyses" ADD CONSTRAINT "embryo_analyses_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo_images" ADD CONSTRAINT "embryo_images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embryo_images" ADD CONSTRAINT "embryo_images_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embryo_analyses_image_uq" ON "embryo_analyses" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "embryo_analyses_requested_by_idx" ON "embryo_analyses" USING btree ("requested_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "embryo_images_uploaded_by_idx" ON "embryo_images" USING btree ("uploaded_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "embryo_images_patient_idx" ON "embryo_images" USING btree ("patient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);