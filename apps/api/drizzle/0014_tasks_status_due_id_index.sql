DROP INDEX "tasks_agent_status_due_idx";--> statement-breakpoint
CREATE INDEX "tasks_agent_status_due_id_idx" ON "tasks" USING btree ("agent_id","status","expired_at","id");