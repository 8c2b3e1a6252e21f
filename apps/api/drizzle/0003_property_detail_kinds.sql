ALTER TABLE "property_detail_types" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_detail_types" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "property_detail_types" ADD COLUMN "options" jsonb;