CREATE TABLE "rate_counters" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_allowed_at" timestamp with time zone,
	CONSTRAINT "rate_counters_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "tenant_activities" ADD COLUMN "actor_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "document_type" smallint;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "sex" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "country_state_id" integer;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "country_location_id" integer;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD COLUMN "activity_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_activities" ADD CONSTRAINT "tenant_activities_actor_agent_id_agents_id_fk" FOREIGN KEY ("actor_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD CONSTRAINT "tenant_agents_country_state_id_country_states_id_fk" FOREIGN KEY ("country_state_id") REFERENCES "public"."country_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_agents" ADD CONSTRAINT "tenant_agents_country_location_id_country_locations_id_fk" FOREIGN KEY ("country_location_id") REFERENCES "public"."country_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_agents_search_trgm" ON "tenant_agents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Each agent's own customer data moves to the agent's link (DECISIONS §3 'Customers'): the creator's
-- link (or the oldest link when the creator is gone) keeps the values; other agents keep only sex,
-- and their search text loses the document number.
WITH "owner" AS (
	SELECT DISTINCT ON (ta."tenant_id") ta."id" AS "link_id"
	FROM "tenant_agents" ta JOIN "tenants" t ON t."id" = ta."tenant_id"
	ORDER BY ta."tenant_id", (ta."agent_id" = t."created_by_agent_id") DESC NULLS LAST, ta."created_at", ta."id"
), "links" AS (
	SELECT ta."id", EXISTS (SELECT 1 FROM "owner" o WHERE o."link_id" = ta."id") AS "is_owner"
	FROM "tenant_agents" ta
)
UPDATE "tenant_agents" l SET
	"document_type" = CASE WHEN k."is_owner" THEN t."document_type" END,
	"document_number" = CASE WHEN k."is_owner" THEN t."document_number" END,
	"birth_date" = CASE WHEN k."is_owner" THEN t."birth_date" END,
	"country_state_id" = CASE WHEN k."is_owner" THEN t."country_state_id" END,
	"country_location_id" = CASE WHEN k."is_owner" THEN t."country_location_id" END,
	"avatar_key" = CASE WHEN k."is_owner" THEN t."avatar_key" END,
	"sex" = t."sex",
	"search_text" = CASE
		WHEN k."is_owner" OR t."document_number" IS NULL THEN t."search_text"
		WHEN right(t."search_text", length(t."document_number") + 1) = ' ' || lower(t."document_number")
			THEN left(t."search_text", length(t."search_text") - length(t."document_number") - 1)
		ELSE t."search_text"
	END,
	"activity_seq" = coalesce((SELECT max(a."index") FROM "tenant_activities" a WHERE a."tenant_id" = l."tenant_id" AND a."agent_id" = l."agent_id"), 0)
FROM "tenants" t, "links" k
WHERE t."id" = l."tenant_id" AND k."id" = l."id";
--> statement-breakpoint
-- socket.io's PostgreSQL adapter keeps payloads too large for NOTIFY here (one hub across processes).
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
