CREATE TABLE "consultation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"handler_id" uuid,
	"note" text,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"storage_id" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_files_storage_id_unique" UNIQUE("storage_id")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query_no" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"question" text NOT NULL,
	"asker_id" uuid,
	"asker_name" text NOT NULL,
	"contact_channel" text NOT NULL,
	"contact_sealed" text NOT NULL,
	"contact_key" text NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"publishable" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"public_title" text,
	"public_question" text,
	"status" text DEFAULT 'received' NOT NULL,
	"handler_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"reply_working_days" integer,
	"reject_reason" text,
	"ip" text,
	"demo" boolean DEFAULT false NOT NULL,
	"search_tokens" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_tokens)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"source_consultation_id" uuid,
	"published" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"search_tokens" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_tokens)) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"service" text,
	"user_id" uuid,
	"once_key" text NOT NULL,
	"level" smallint NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rectifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"handler_id" uuid,
	"verified_at" timestamp with time zone,
	"verify_note" text,
	"outcome" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"follow_up" text,
	"follow_up_note" text,
	"follow_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"working_days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workday_entries" (
	"date" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_files" ADD CONSTRAINT "consultation_files_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_source_consultation_id_consultations_id_fk" FOREIGN KEY ("source_consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rectifications" ADD CONSTRAINT "rectifications_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rectifications" ADD CONSTRAINT "rectifications_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_limits" ADD CONSTRAINT "time_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workday_entries" ADD CONSTRAINT "workday_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_events_consultation_idx" ON "consultation_events" USING btree ("consultation_id","at");--> statement-breakpoint
CREATE INDEX "consultation_files_consultation_idx" ON "consultation_files" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_query_no_idx" ON "consultations" USING btree ("query_no");--> statement-breakpoint
CREATE INDEX "consultations_status_due_idx" ON "consultations" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "consultations_asker_idx" ON "consultations" USING btree ("asker_id","received_at");--> statement-breakpoint
CREATE INDEX "consultations_published_idx" ON "consultations" USING btree ("published","replied_at");--> statement-breakpoint
CREATE INDEX "consultations_search_idx" ON "consultations" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "faqs_search_idx" ON "faqs" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_once_idx" ON "evaluations" USING btree ("once_key");--> statement-breakpoint
CREATE INDEX "evaluations_target_idx" ON "evaluations" USING btree ("target","target_id");--> statement-breakpoint
CREATE INDEX "evaluations_created_idx" ON "evaluations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "evaluations_user_idx" ON "evaluations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rectifications_evaluation_idx" ON "rectifications" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "rectifications_status_due_idx" ON "rectifications" USING btree ("status","due_at");