CREATE TABLE "chat_guests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"invitation_id" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"away_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"channel_id" uuid,
	"created_by" uuid,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_guests" ADD CONSTRAINT "chat_guests_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_guests" ADD CONSTRAINT "chat_guests_invitation_id_chat_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."chat_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_invitations" ADD CONSTRAINT "chat_invitations_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_invitations" ADD CONSTRAINT "chat_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_guests_channel_email_unique" ON "chat_guests" USING btree ("channel_id","email");--> statement-breakpoint
CREATE INDEX "chat_guests_invitation_idx" ON "chat_guests" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "chat_invitations_channel_idx" ON "chat_invitations" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_invitations_creator_idx" ON "chat_invitations" USING btree ("created_by","created_at");--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_guest_id_chat_guests_id_fk" FOREIGN KEY ("author_guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE set null ON UPDATE no action;