-- Every earlier support request becomes a message of its author's support conversation, oldest first, waiting
-- for the team's answer; then the table nobody read goes.
INSERT INTO "chat_rooms" ("slug", "kind", "pair_key", "support_status", "last_seq", "last_message_at", "created_at")
SELECT replace(gen_random_uuid()::text, '-', ''), 'support', 'support:' || "user_id", 'open', count(*), max("created_at"), min("created_at")
FROM "support_requests" GROUP BY "user_id";--> statement-breakpoint
INSERT INTO "chat_room_members" ("room_id", "user_id", "last_read_seq", "notified_seq")
SELECT r."id", r_user."user_id", r."last_seq", r."last_seq"
FROM (SELECT DISTINCT "user_id" FROM "support_requests") r_user
JOIN "chat_rooms" r ON r."pair_key" = 'support:' || r_user."user_id";--> statement-breakpoint
INSERT INTO "chat_messages" ("room_id", "seq", "sender_id", "body", "created_at")
SELECT r."id", row_number() OVER (PARTITION BY s."user_id" ORDER BY s."created_at", s."id"), s."user_id", s."text", s."created_at"
FROM "support_requests" s JOIN "chat_rooms" r ON r."pair_key" = 'support:' || s."user_id";--> statement-breakpoint
DROP TABLE "support_requests" CASCADE;
