-- Every message stored before formatting came is plain text (its "*" stays a "*"); every new one is Markdown.
ALTER TABLE "chat_messages" ADD COLUMN "format" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "format" SET DEFAULT 'markdown';
