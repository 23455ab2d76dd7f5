ALTER TABLE "identities" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "consented_at" timestamp with time zone;