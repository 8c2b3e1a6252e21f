CREATE TABLE "match_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"draft_id" uuid NOT NULL,
	"property_id" uuid,
	"job_id" uuid NOT NULL,
	"match_count" integer NOT NULL,
	"customers" jsonb NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_alerts_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "search_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"operation_type" smallint,
	"property_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price_min" bigint,
	"price_max" bigint,
	"country_state_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"country_location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bedrooms_min" smallint,
	"bathrooms_min" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_profiles_agent_tenant" UNIQUE("agent_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"draft_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_interests_agent_tenant_draft" UNIQUE("agent_id","tenant_id","draft_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_activities" ADD COLUMN "interest_status" smallint;--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_profiles" ADD CONSTRAINT "search_profiles_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_profiles" ADD CONSTRAINT "search_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_interests" ADD CONSTRAINT "tenant_interests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_interests" ADD CONSTRAINT "tenant_interests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_interests" ADD CONSTRAINT "tenant_interests_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_alerts_agent_idx" ON "match_alerts" USING btree ("agent_id","created_at") WHERE "match_alerts"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "search_profiles_agent_operation_idx" ON "search_profiles" USING btree ("agent_id","operation_type","price_min","price_max");--> statement-breakpoint
CREATE INDEX "search_profiles_types_gin" ON "search_profiles" USING gin ("property_type_ids");--> statement-breakpoint
CREATE INDEX "search_profiles_states_gin" ON "search_profiles" USING gin ("country_state_ids");--> statement-breakpoint
CREATE INDEX "search_profiles_locations_gin" ON "search_profiles" USING gin ("country_location_ids");--> statement-breakpoint
CREATE INDEX "tenant_interests_agent_draft_idx" ON "tenant_interests" USING btree ("agent_id","draft_id");--> statement-breakpoint
CREATE INDEX "property_drafts_matching_idx" ON "property_drafts" USING btree ("agent_id","operation_type","price");