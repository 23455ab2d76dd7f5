CREATE TABLE "map_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district" text NOT NULL,
	"year" integer NOT NULL,
	"patent_applications" integer NOT NULL,
	"patent_grants" integer NOT NULL,
	"invention_grants" integer NOT NULL,
	"valid_invention_patents" integer NOT NULL,
	"pct_applications" integer NOT NULL,
	"trademark_registrations" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"columns" jsonb NOT NULL,
	"message" text NOT NULL,
	"message_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_schedules" (
	"key" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"closed_message" text DEFAULT '' NOT NULL,
	"closed_message_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"industry" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" jsonb,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"publish_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_service_links" (
	"station_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "station_service_links_station_id_service_id_pk" PRIMARY KEY("station_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "station_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"closures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours_note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_figure_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"figure_id" uuid NOT NULL,
	"indicator" text NOT NULL,
	"district" text,
	"year" integer NOT NULL,
	"month" integer,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"old_value" numeric(16, 2),
	"new_value" numeric(16, 2),
	"old_note" text,
	"new_note" text,
	"user_id" uuid,
	"email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"indicator" text NOT NULL,
	"district" text,
	"year" integer NOT NULL,
	"month" integer,
	"value" numeric(16, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_figures_period_key" UNIQUE NULLS NOT DISTINCT("indicator","district","year","month")
);
--> statement-breakpoint
CREATE TABLE "survey_form" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid,
	"report_title" text NOT NULL,
	"session_family_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_file_id_report_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."report_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_service_links" ADD CONSTRAINT "station_service_links_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_service_links" ADD CONSTRAINT "station_service_links_service_id_station_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."station_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "map_figures_district_year_idx" ON "map_figures" USING btree ("district","year");--> statement-breakpoint
CREATE INDEX "column_closures_ends_at_idx" ON "column_closures" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "reports_status_date_idx" ON "reports" USING btree ("status","publish_date");--> statement-breakpoint
CREATE INDEX "station_service_links_service_idx" ON "station_service_links" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "stations_district_idx" ON "stations" USING btree ("district");--> statement-breakpoint
CREATE INDEX "stat_figure_history_figure_idx" ON "stat_figure_history" USING btree ("figure_id","at");--> statement-breakpoint
CREATE INDEX "stat_figure_history_at_idx" ON "stat_figure_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "stat_figures_year_idx" ON "stat_figures" USING btree ("year","indicator");--> statement-breakpoint
CREATE INDEX "survey_responses_report_session_idx" ON "survey_responses" USING btree ("report_id","session_family_id");--> statement-breakpoint
CREATE INDEX "survey_responses_report_user_idx" ON "survey_responses" USING btree ("report_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_responses_created_idx" ON "survey_responses" USING btree ("created_at");