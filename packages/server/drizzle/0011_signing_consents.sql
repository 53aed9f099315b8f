CREATE TABLE "signing_consents" (
	"client_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "signing_consents_client_id_version_pk" PRIMARY KEY("client_id","version")
);
--> statement-breakpoint
ALTER TABLE "document_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "signing_consents" ADD CONSTRAINT "signing_consents_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_consents" ADD CONSTRAINT "signing_consents_version_signing_disclosures_version_fk" FOREIGN KEY ("version") REFERENCES "public"."signing_disclosures"("version") ON DELETE no action ON UPDATE no action;