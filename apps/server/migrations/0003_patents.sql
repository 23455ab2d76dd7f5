CREATE TABLE "patent_applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"district" text
);
--> statement-breakpoint
CREATE TABLE "patent_licences" (
	"patent_id" integer PRIMARY KEY NOT NULL,
	"fee_mode" text NOT NULL,
	"annual_fee" numeric(14, 2),
	"royalty_rate" numeric(5, 2),
	"term_years" smallint NOT NULL,
	"declared_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_search" (
	"patent_id" integer PRIMARY KEY NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"application_date" date NOT NULL,
	"publication_date" date NOT NULL,
	"grant_date" date,
	"application_year" smallint NOT NULL,
	"patent_type" smallint NOT NULL,
	"legal_status" smallint NOT NULL,
	"district" text,
	"industry" text,
	"ipc_section" text,
	"ipc_class" text,
	"applicant_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_number" text NOT NULL,
	"publication_number" text NOT NULL,
	"kind_code" text NOT NULL,
	"patent_type" text NOT NULL,
	"title" text NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"first_claim" text DEFAULT '' NOT NULL,
	"applicants" text[] NOT NULL,
	"inventors" text[] NOT NULL,
	"applicant_address" text DEFAULT '' NOT NULL,
	"district" text,
	"ipc_main" text,
	"ipc_codes" text[] NOT NULL,
	"cpc_codes" text[] NOT NULL,
	"application_date" date NOT NULL,
	"publication_date" date NOT NULL,
	"grant_date" date,
	"legal_status" text NOT NULL,
	"legal_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"industry" text,
	"citations" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patent_licences" ADD CONSTRAINT "patent_licences_patent_id_patents_id_fk" FOREIGN KEY ("patent_id") REFERENCES "public"."patents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_search" ADD CONSTRAINT "patent_search_patent_id_patents_id_fk" FOREIGN KEY ("patent_id") REFERENCES "public"."patents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patent_applicants_name_idx" ON "patent_applicants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "patent_licences_declared_idx" ON "patent_licences" USING btree ("declared_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patent_search_tokens_idx" ON "patent_search" USING gin ("tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "patent_search_application_date_idx" ON "patent_search" USING btree ("application_date");--> statement-breakpoint
CREATE INDEX "patent_search_publication_date_idx" ON "patent_search" USING btree ("publication_date");--> statement-breakpoint
CREATE INDEX "patent_search_applicants_idx" ON "patent_search" USING gin ("applicant_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "patent_search_industry_idx" ON "patent_search" USING btree ("industry","application_date");--> statement-breakpoint
CREATE UNIQUE INDEX "patents_application_number_idx" ON "patents" USING btree ("application_number");--> statement-breakpoint
-- Phrase and bigram estimates are poor with the default sample (notes/patent-search-performance.md, technique 5).
ALTER TABLE "patent_search" ALTER COLUMN "tokens" SET STATISTICS 10000;
