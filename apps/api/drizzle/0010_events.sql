CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"draft_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"place" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"note" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_at" > "events"."start_at")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_agent_start_idx" ON "events" USING btree ("agent_id","start_at");--> statement-breakpoint
CREATE INDEX "events_tenant_agent_start_idx" ON "events" USING btree ("tenant_id","agent_id","start_at");--> statement-breakpoint
CREATE INDEX "events_draft_start_idx" ON "events" USING btree ("draft_id","start_at");--> statement-breakpoint
CREATE INDEX "events_reminder_due_idx" ON "events" USING btree ("start_at") WHERE "events"."status" = 1 and "events"."reminded_at" is null;