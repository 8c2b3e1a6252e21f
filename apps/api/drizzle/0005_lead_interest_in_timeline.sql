ALTER TABLE "tenant_activities" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "tenant_activities" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "tenant_activities" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "tenant_activities" ADD CONSTRAINT "tenant_activities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;