CREATE TABLE "assistant_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"feedback_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_feedback_rating_ck" CHECK ("assistant_feedback"."rating" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"is_user" boolean NOT NULL,
	"content" text NOT NULL,
	"kind" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context_used" jsonb,
	"writer" text,
	"model" text,
	"retrieval" jsonb,
	"stopped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_kind_ck" CHECK (("assistant_messages"."is_user" and "assistant_messages"."kind" is null) or (not "assistant_messages"."is_user" and "assistant_messages"."kind" in ('answer', 'no_source', 'urgent', 'out_of_scope')))
);
--> statement-breakpoint
CREATE TABLE "assistant_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_kind" text NOT NULL,
	"source_key" text NOT NULL,
	"source_title" text NOT NULL,
	"section_id" text,
	"section_title" text,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"embedding" real[],
	"embedding_model" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', source_title), 'A') || setweight(to_tsvector('english', coalesce(section_title, '')), 'A') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_passages_kind_ck" CHECK ("assistant_passages"."source_kind" in ('knowledge', 'faq'))
);
--> statement-breakpoint
CREATE TABLE "assistant_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'general' NOT NULL,
	"use_my_context" boolean DEFAULT false NOT NULL,
	"share_context_with_model" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_feedback" ADD CONSTRAINT "assistant_feedback_message_id_assistant_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."assistant_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_feedback" ADD CONSTRAINT "assistant_feedback_session_id_assistant_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assistant_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_feedback" ADD CONSTRAINT "assistant_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_session_id_assistant_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assistant_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_sessions" ADD CONSTRAINT "assistant_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_feedback_message_uq" ON "assistant_feedback" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "assistant_feedback_rating_idx" ON "assistant_feedback" USING btree ("rating","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assistant_messages_session_idx" ON "assistant_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_passages_source_uq" ON "assistant_passages" USING btree ("source_kind","source_key","position");--> statement-breakpoint
CREATE INDEX "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "assistant_sessions_user_idx" ON "assistant_sessions" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);