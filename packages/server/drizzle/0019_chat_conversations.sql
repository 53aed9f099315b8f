CREATE TABLE "chat_message_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"text" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"read_receipts" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "pins_by" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "seen_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reactions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mentions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "pinned_by" uuid;--> statement-breakpoint
ALTER TABLE "chat_message_versions" ADD CONSTRAINT "chat_message_versions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_preferences" ADD CONSTRAINT "chat_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_versions_message_idx" ON "chat_message_versions" USING btree ("message_id","id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_pinned_idx" ON "chat_messages" USING btree ("channel_id","pinned_at") WHERE "chat_messages"."pinned_at" is not null;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_pins_by" CHECK ("chat_channels"."pins_by" in ('members', 'owner'));--> statement-breakpoint
CREATE INDEX "chat_messages_reply_idx" ON "chat_messages" USING btree ("reply_to_id") WHERE "chat_messages"."reply_to_id" is not null;--> statement-breakpoint
-- Issue 36: how far each member has seen starts where it has read.
UPDATE "chat_members" SET "seen_seq" = "last_read_seq";--> statement-breakpoint
-- chat_append_message (0008) also stores a reply's parent and the ids the text mentions, and
-- moves the sender's seen marker with its read marker.
DROP FUNCTION chat_append_message(uuid, uuid, uuid, text, text, uuid, uuid, text, jsonb, text, text, text, integer, boolean);--> statement-breakpoint
CREATE FUNCTION chat_append_message(
  p_id uuid,
  p_channel_id uuid,
  p_client_id uuid,
  p_kind text,
  p_author_kind text,
  p_author_user_id uuid,
  p_author_guest_id uuid,
  p_text text,
  p_data jsonb,
  p_attachment_key text,
  p_attachment_name text,
  p_attachment_type text,
  p_attachment_size integer,
  p_check_author boolean,
  p_reply_to_id uuid,
  p_mentions text[]
) RETURNS TABLE (
  message_seq integer,
  message_created_at timestamptz,
  author_full_name text,
  author_profile_image text,
  author_role text,
  channel_client_privacy text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_seq integer;
  v_rev integer;
  v_at timestamptz;
  v_privacy text;
BEGIN
  IF p_check_author AND NOT EXISTS (
    SELECT 1 FROM chat_members m
    WHERE m.channel_id = p_channel_id
      AND (m.user_id = p_author_user_id OR m.guest_id = p_author_guest_id)
  ) THEN
    RETURN;
  END IF;

  UPDATE chat_channels c
  SET last_seq = c.last_seq + 1, last_rev = c.last_rev + 1, last_activity_at = now()
  WHERE c.id = p_channel_id
    AND (
      NOT p_check_author
      OR p_author_user_id IS NULL
      OR c.type <> 'direct'
      OR (
        EXISTS (
          SELECT 1 FROM chat_members o
          WHERE o.channel_id = c.id AND o.user_id IS DISTINCT FROM p_author_user_id
        )
        AND NOT EXISTS (
          SELECT 1 FROM chat_members o
          JOIN blocked_members b
            ON (b.user_id = p_author_user_id AND b.member_id = o.user_id)
            OR (b.user_id = o.user_id AND b.member_id = p_author_user_id)
          WHERE o.channel_id = c.id AND o.user_id <> p_author_user_id
        )
      )
    )
  RETURNING c.last_seq, c.last_rev, c.last_activity_at, c.client_privacy
    INTO v_seq, v_rev, v_at, v_privacy;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  -- The sender has read (and seen) what it sent.
  UPDATE chat_members m
  SET last_read_seq = greatest(m.last_read_seq, v_seq), seen_seq = greatest(m.seen_seq, v_seq)
  WHERE m.channel_id = p_channel_id
    AND (m.user_id = p_author_user_id OR m.guest_id = p_author_guest_id);

  INSERT INTO chat_messages (id, channel_id, seq, created_rev, rev, client_id, kind, author_kind,
    author_user_id, author_guest_id, text, data, attachment_key, attachment_name,
    attachment_type, attachment_size, created_at, reply_to_id, mentions)
  VALUES (p_id, p_channel_id, v_seq, v_rev, v_rev, p_client_id, p_kind, p_author_kind,
    p_author_user_id, p_author_guest_id, p_text, p_data, p_attachment_key, p_attachment_name,
    p_attachment_type, p_attachment_size, v_at, p_reply_to_id, coalesce(p_mentions, '{}'));

  -- The author's name, picture and role of this moment travel with the message, and the group's
  -- form for clients (src/chat/privacy.ts).
  RETURN QUERY
  SELECT v_seq, v_at, u.full_name, u.profile_image, u.role, v_privacy
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN users u ON u.id = p_author_user_id;
END;
$$;
