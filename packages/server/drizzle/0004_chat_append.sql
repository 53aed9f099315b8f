-- Chat's hot path (packages/server/src/chat/sequence.ts): store one message with its channel's
-- next sequence number. A function, so that PostgreSQL and PGlite plan its statements once per
-- connection: planned on every call, the single statement it replaces spent several times longer
-- in planning than in running (npm run bench:chat).
--
-- One call is one statement, so it is atomic: the channel's counter row is raised (its row lock
-- orders concurrent senders on every process), the message inserted with the new value, and a
-- failed insert (a clientId already stored: unique violation) rolls the counter back with it, so
-- the sequence has no gap and no repeat. With p_check_author, a person's message is stored only if
-- the author is a member and may post (the rule of src/chat/posting.ts: in a direct chat, the
-- other person is still there and neither blocked the other); otherwise nothing is returned.
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
  author_profile_image text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_seq integer;
  v_rev integer;
  v_at timestamptz;
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
  RETURNING c.last_seq, c.last_rev, c.last_activity_at INTO v_seq, v_rev, v_at;
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

  -- The author's name and picture of this moment travel with the message.
  RETURN QUERY
  SELECT v_seq, v_at, u.full_name, u.profile_image
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN users u ON u.id = p_author_user_id;
END;
$$;
