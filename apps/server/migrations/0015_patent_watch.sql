CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"q" text NOT NULL,
	"sort" text NOT NULL,
	"format" text NOT NULL,
	"columns" text[] NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"parts" text[] DEFAULT '{}' NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"run" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patent_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patent_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report_id" uuid,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patent_id" integer NOT NULL,
	"field" text NOT NULL,
	"description" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reporter_id" uuid,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"storage_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"row_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_errors_total" integer DEFAULT 0 NOT NULL,
	"kept_corrections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portfolio_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"patent_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_reminder_days" (
	"day" date PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_reminders_sent" (
	"user_id" uuid NOT NULL,
	"patent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"deadline" date NOT NULL,
	"offset_days" smallint NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_reminders_sent_user_id_patent_id_kind_deadline_offset_days_pk" PRIMARY KEY("user_id","patent_id","kind","deadline","offset_days")
);
--> statement-breakpoint
CREATE TABLE "portfolio_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"industry" text NOT NULL,
	"digested_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_digest_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"expression" text NOT NULL,
	"search" text NOT NULL,
	"sort" text NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"digested_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"saved_search_id" uuid,
	"industry_watch_id" uuid,
	"name" text NOT NULL,
	"search_path" text,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"sections" jsonb NOT NULL,
	"total" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_unsubscribes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patents" ADD COLUMN "loaded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_corrections" ADD CONSTRAINT "patent_corrections_patent_id_patents_id_fk" FOREIGN KEY ("patent_id") REFERENCES "public"."patents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_corrections" ADD CONSTRAINT "patent_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_corrections" ADD CONSTRAINT "patent_corrections_report_id_patent_error_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."patent_error_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_error_reports" ADD CONSTRAINT "patent_error_reports_patent_id_patents_id_fk" FOREIGN KEY ("patent_id") REFERENCES "public"."patents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_error_reports" ADD CONSTRAINT "patent_error_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_error_reports" ADD CONSTRAINT "patent_error_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_imports" ADD CONSTRAINT "patent_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_claims" ADD CONSTRAINT "portfolio_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_claims" ADD CONSTRAINT "portfolio_claims_patent_id_patents_id_fk" FOREIGN KEY ("patent_id") REFERENCES "public"."patents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_claims" ADD CONSTRAINT "portfolio_claims_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_reminders_sent" ADD CONSTRAINT "portfolio_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_reminders_sent" ADD CONSTRAINT "portfolio_reminders_sent_patent_id_patents_id_fk" FOREIGN KEY ("patent_id") REFERENCES "public"."patents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_settings" ADD CONSTRAINT "portfolio_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_watches" ADD CONSTRAINT "industry_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_digests" ADD CONSTRAINT "watch_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_digests" ADD CONSTRAINT "watch_digests_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_digests" ADD CONSTRAINT "watch_digests_industry_watch_id_industry_watches_id_fk" FOREIGN KEY ("industry_watch_id") REFERENCES "public"."industry_watches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_unsubscribes" ADD CONSTRAINT "watch_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_owner_idx" ON "export_jobs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_status_idx" ON "export_jobs" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "patent_corrections_patent_idx" ON "patent_corrections" USING btree ("patent_id","field","corrected_at");--> statement-breakpoint
CREATE INDEX "patent_corrections_at_idx" ON "patent_corrections" USING btree ("corrected_at");--> statement-breakpoint
CREATE INDEX "patent_error_reports_status_idx" ON "patent_error_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "patent_error_reports_reporter_idx" ON "patent_error_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "patent_imports_created_idx" ON "patent_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_claims_user_patent_idx" ON "portfolio_claims" USING btree ("user_id","patent_id");--> statement-breakpoint
CREATE INDEX "portfolio_claims_status_idx" ON "portfolio_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "industry_watches_user_industry_idx" ON "industry_watches" USING btree ("user_id","industry");--> statement-breakpoint
CREATE INDEX "industry_watches_due_idx" ON "industry_watches" USING btree ("next_digest_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_digest_at");--> statement-breakpoint
CREATE INDEX "watch_digests_user_idx" ON "watch_digests" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "watch_digests_sent_idx" ON "watch_digests" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_digests_search_window_idx" ON "watch_digests" USING btree ("saved_search_id","window_to");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_digests_industry_window_idx" ON "watch_digests" USING btree ("industry_watch_id","window_to");--> statement-breakpoint
CREATE INDEX "watch_unsubscribes_at_idx" ON "watch_unsubscribes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "patents_loaded_at_idx" ON "patents" USING btree ("loaded_at");