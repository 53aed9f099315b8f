-- Open copies keep the one reminder they had (three days after sending, the old default): the schedule now says it.
UPDATE "document_copies" SET "reminder_every_days" = 3, "reminder_max_count" = 1,
  "reminders_sent" = CASE WHEN "reminded_at" IS NULL THEN 0 ELSE 1 END,
  "next_reminder_at" = CASE WHEN "reminded_at" IS NULL THEN "sent_at" + interval '3 days' END
  WHERE "status" IN ('sent', 'viewed');--> statement-breakpoint
ALTER TABLE "document_copies" DROP COLUMN "reminded_at";
