ALTER TABLE "chat_invitations" ADD COLUMN "shares_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "history_from_seq" integer DEFAULT 0 NOT NULL;