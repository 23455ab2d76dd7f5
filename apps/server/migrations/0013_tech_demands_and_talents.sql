CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"requester_id" uuid,
	"requester_name" text NOT NULL,
	"requester_contact" text NOT NULL,
	"requester_ip" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"photo_upload_id" uuid,
	"organisation" text DEFAULT '' NOT NULL,
	"industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ipc_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"accepts_contact" boolean DEFAULT true NOT NULL,
	"phone_sealed" text,
	"email_sealed" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"search_tokens" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_tokens)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_demand_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_user_id" uuid NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"industry" text NOT NULL,
	"ipc_hints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"modes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"budget_negotiable" boolean DEFAULT false NOT NULL,
	"valid_until" date NOT NULL,
	"contact_via_platform" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"reviewer_id" uuid,
	"demo" boolean DEFAULT false NOT NULL,
	"search_tokens" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_tokens)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_demand_events" ADD CONSTRAINT "tech_demand_events_demand_id_tech_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."tech_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_demand_events" ADD CONSTRAINT "tech_demand_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_demands" ADD CONSTRAINT "tech_demands_company_user_id_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_demands" ADD CONSTRAINT "tech_demands_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_target_idx" ON "contact_requests" USING btree ("target_kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_requester_idx" ON "contact_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "talents_search_idx" ON "talents" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "talents_status_published_idx" ON "talents" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talents_user_idx" ON "talents" USING btree ("user_id") WHERE "talents"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "tech_demand_events_demand_idx" ON "tech_demand_events" USING btree ("demand_id","at");--> statement-breakpoint
CREATE INDEX "tech_demands_search_idx" ON "tech_demands" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tech_demands_status_published_idx" ON "tech_demands" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "tech_demands_company_idx" ON "tech_demands" USING btree ("company_user_id","updated_at");