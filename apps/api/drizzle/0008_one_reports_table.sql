-- One reports table: conversation message reports join the community's content_reports as target_type 'message'.
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_ck";--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_ck" CHECK ("content_reports"."target_type" in ('post','comment','message'));--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_decision_ck" CHECK ("content_reports"."decision" is null or "content_reports"."decision" in ('approved','removed','dismissed'));--> statement-breakpoint
-- Every message report moves over as it is (reporter, reason, status, decision, times), oldest first, before its table goes.
INSERT INTO "content_reports" ("reporter_id", "target_type", "target_id", "reason", "status", "decision", "decision_reason", "resolved_by", "resolved_at", "created_at")
SELECT "reporter_id", 'message', "message_id", "reason", "status", "decision", "decision_reason", "resolved_by", "resolved_at", "created_at"
FROM "conversation_message_reports"
ORDER BY "id";--> statement-breakpoint
DROP TABLE "conversation_message_reports" CASCADE;--> statement-breakpoint
CREATE INDEX "content_reports_target_idx" ON "content_reports" USING btree ("target_type","target_id","status");
