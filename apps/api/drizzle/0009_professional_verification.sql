CREATE TABLE "professional_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"license_number" text NOT NULL,
	"issuing_body" text NOT NULL,
	"license_country" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "professional_verifications_outcome_ck" CHECK ("professional_verifications"."outcome" in ('approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "professional_verifications" ADD CONSTRAINT "professional_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_verifications" ADD CONSTRAINT "professional_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_verifications_user_idx" ON "professional_verifications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "professional_verifications_queue_idx" ON "professional_verifications" USING btree ("outcome","submitted_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verification_status_ck" CHECK ("users"."verification_status" in ('unverified','pending','verified','rejected'));--> statement-breakpoint
-- Anyone could register as an expert or doctor until now (ADR 009): every existing one is checked again.
UPDATE "users" SET "verification_status" = 'unverified' WHERE "role" IN ('expert', 'doctor');
