CREATE TABLE "cycle_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"flow" text DEFAULT 'none' NOT NULL,
	"symptoms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"temperature" double precision,
	"temperature_disturbed" boolean DEFAULT false NOT NULL,
	"cervical_mucus" text,
	"lh_test" text,
	"intercourse" boolean DEFAULT false NOT NULL,
	"medication_taken" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_days_flow_ck" CHECK ("cycle_days"."flow" in ('none','light','medium','heavy')),
	CONSTRAINT "cycle_days_mucus_ck" CHECK ("cycle_days"."cervical_mucus" is null or "cycle_days"."cervical_mucus" in ('dry','sticky','creamy','watery','egg_white')),
	CONSTRAINT "cycle_days_lh_ck" CHECK ("cycle_days"."lh_test" is null or "cycle_days"."lh_test" in ('negative','positive')),
	CONSTRAINT "cycle_days_temperature_ck" CHECK ("cycle_days"."temperature" is null or "cycle_days"."temperature" between 34 and 42)
);
--> statement-breakpoint
CREATE TABLE "cycle_reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"period_enabled" boolean DEFAULT false NOT NULL,
	"period_days_before" integer DEFAULT 2 NOT NULL,
	"fertile_enabled" boolean DEFAULT false NOT NULL,
	"fertile_days_before" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_reminder_days_ck" CHECK ("cycle_reminder_settings"."period_days_before" between 0 and 7 and "cycle_reminder_settings"."fertile_days_before" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "cycle_reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_reminders_sent_kind_ck" CHECK ("cycle_reminders_sent"."kind" in ('period','fertile_window'))
);
--> statement-breakpoint
ALTER TABLE "cycle_days" ADD CONSTRAINT "cycle_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_reminder_settings" ADD CONSTRAINT "cycle_reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_reminders_sent" ADD CONSTRAINT "cycle_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_days_user_date_uq" ON "cycle_days" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_reminders_sent_uq" ON "cycle_reminders_sent" USING btree ("user_id","kind","target_date");