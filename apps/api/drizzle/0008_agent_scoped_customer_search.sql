CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "tenant_agents_search_trgm";--> statement-breakpoint
CREATE INDEX "tenant_agents_agent_search_trgm" ON "tenant_agents" USING gin ("agent_id","search_text" gin_trgm_ops);