ALTER TABLE "chat_channels" ADD COLUMN "client_privacy" text;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_client_privacy" CHECK ("chat_channels"."client_privacy" in ('full', 'private'));--> statement-breakpoint
-- A group that already holds two clients shows them privately (src/chat/privacy.ts).
UPDATE "chat_channels" c SET "client_privacy" = 'private'
WHERE c."type" = 'group' AND (
  SELECT count(*) FROM "chat_members" m JOIN "users" u ON u."id" = m."user_id"
  WHERE m."channel_id" = c."id" AND u."role" = 'client'
) >= 2;--> statement-breakpoint
-- chat_append_message (0004) also answers the author's role and the group's form for clients.
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
  p_check_author boolean
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

  -- The sender has read what it sent.
  UPDATE chat_members m
  SET last_read_seq = greatest(m.last_read_seq, v_seq)
  WHERE m.channel_id = p_channel_id
    AND (m.user_id = p_author_user_id OR m.guest_id = p_author_guest_id);

  INSERT INTO chat_messages (id, channel_id, seq, created_rev, rev, client_id, kind, author_kind,
    author_user_id, author_guest_id, text, data, attachment_key, attachment_name,
    attachment_type, attachment_size, created_at)
  VALUES (p_id, p_channel_id, v_seq, v_rev, v_rev, p_client_id, p_kind, p_author_kind,
    p_author_user_id, p_author_guest_id, p_text, p_data, p_attachment_key, p_attachment_name,
    p_attachment_type, p_attachment_size, v_at);

  -- The author's name, picture and role of this moment travel with the message, and the group's
  -- form for clients (src/chat/privacy.ts).
  RETURN QUERY
  SELECT v_seq, v_at, u.full_name, u.profile_image, u.role, v_privacy
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN users u ON u.id = p_author_user_id;
END;
$$;
