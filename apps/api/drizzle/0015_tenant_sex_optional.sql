ALTER TABLE "tenant_agents" ALTER COLUMN "sex" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tenant_agents" ALTER COLUMN "sex" DROP NOT NULL;