CREATE TABLE "document_packet_templates" (
	"packet_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "document_packet_templates_packet_id_template_id_pk" PRIMARY KEY("packet_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "document_packets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"send_on_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_sendings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"packet_id" uuid,
	"provider_id" uuid,
	"client_id" uuid,
	"title" text NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "document_copies_remind_idx";--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "reminder_every_days" integer;--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "reminder_max_count" integer;--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "sending_id" uuid;--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "sending_position" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "practice_wide" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "document_packet_templates" ADD CONSTRAINT "document_packet_templates_packet_id_document_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."document_packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_packet_templates" ADD CONSTRAINT "document_packet_templates_template_id_documents_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_packets" ADD CONSTRAINT "document_packets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sendings" ADD CONSTRAINT "document_sendings_packet_id_document_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."document_packets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sendings" ADD CONSTRAINT "document_sendings_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sendings" ADD CONSTRAINT "document_sendings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_packet_templates_template_idx" ON "document_packet_templates" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "document_packets_owner_idx" ON "document_packets" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_packets_on_approval_unique" ON "document_packets" USING btree ("owner_id") WHERE "document_packets"."send_on_approval";--> statement-breakpoint
CREATE INDEX "document_sendings_client_idx" ON "document_sendings" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sendings_approval_unique" ON "document_sendings" USING btree ("packet_id","client_id") WHERE "document_sendings"."trigger" = 'approval';--> statement-breakpoint
ALTER TABLE "document_copies" ADD CONSTRAINT "document_copies_sending_id_document_sendings_id_fk" FOREIGN KEY ("sending_id") REFERENCES "public"."document_sendings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_template_id_documents_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_copies_next_reminder_idx" ON "document_copies" USING btree ("next_reminder_at") WHERE "document_copies"."status" in ('sent', 'viewed') and "document_copies"."next_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "document_copies_due_idx" ON "document_copies" USING btree ("due_at") WHERE "document_copies"."status" in ('sent', 'viewed') and "document_copies"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "document_copies_sending_idx" ON "document_copies" USING btree ("sending_id");--> statement-breakpoint
CREATE INDEX "documents_template_idx" ON "documents" USING btree ("template_id");