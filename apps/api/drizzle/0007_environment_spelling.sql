-- The code and the tables say 'environment'; the wire keeps the spec's 'enviroment'
-- (paths, JSON names, error types). Renames only: rows, ids and sequences' positions stay.
-- Names longer than 63 characters are truncated by PostgreSQL the same way they were at creation.
ALTER TABLE "property_enviroment_groups" RENAME TO "property_environment_groups";
--> statement-breakpoint
ALTER TABLE "property_environment_groups" RENAME CONSTRAINT "property_enviroment_groups_pkey" TO "property_environment_groups_pkey";
--> statement-breakpoint
ALTER TABLE "property_environment_groups" RENAME CONSTRAINT "property_enviroment_groups_key_unique" TO "property_environment_groups_key_unique";
--> statement-breakpoint
ALTER SEQUENCE "property_enviroment_groups_id_seq" RENAME TO "property_environment_groups_id_seq";
--> statement-breakpoint
ALTER TABLE "property_enviroments" RENAME TO "property_environments";
--> statement-breakpoint
ALTER TABLE "property_environments" RENAME CONSTRAINT "property_enviroments_pkey" TO "property_environments_pkey";
--> statement-breakpoint
ALTER TABLE "property_environments" RENAME CONSTRAINT "property_enviroments_key_unique" TO "property_environments_key_unique";
--> statement-breakpoint
ALTER TABLE "property_environments" RENAME CONSTRAINT "property_enviroments_group_id_property_enviroment_groups_id_fk" TO "property_environments_group_id_property_environment_groups_id_fk";
--> statement-breakpoint
ALTER SEQUENCE "property_enviroments_id_seq" RENAME TO "property_environments_id_seq";
--> statement-breakpoint
ALTER TABLE "property_draft_enviroments" RENAME TO "property_draft_environments";
--> statement-breakpoint
ALTER TABLE "property_draft_environments" RENAME COLUMN "enviroment_id" TO "environment_id";
--> statement-breakpoint
ALTER TABLE "property_draft_environments" RENAME CONSTRAINT "property_draft_enviroments_pkey" TO "property_draft_environments_pkey";
--> statement-breakpoint
ALTER TABLE "property_draft_environments" RENAME CONSTRAINT "property_draft_enviroments_unique" TO "property_draft_environments_unique";
--> statement-breakpoint
ALTER TABLE "property_draft_environments" RENAME CONSTRAINT "property_draft_enviroments_draft_id_property_drafts_id_fk" TO "property_draft_environments_draft_id_property_drafts_id_fk";
--> statement-breakpoint
ALTER TABLE "property_draft_environments" RENAME CONSTRAINT "property_draft_enviroments_enviroment_id_property_enviroments_id_fk" TO "property_draft_environments_environment_id_property_environments_id_fk";
--> statement-breakpoint
ALTER TABLE "property_images" RENAME COLUMN "enviroment_id" TO "environment_id";
--> statement-breakpoint
ALTER TABLE "property_images" RENAME CONSTRAINT "property_images_enviroment_id_property_enviroments_id_fk" TO "property_images_environment_id_property_environments_id_fk";
--> statement-breakpoint
ALTER TABLE "property_image_tags" RENAME COLUMN "enviroment_id" TO "environment_id";
--> statement-breakpoint
ALTER TABLE "property_image_tags" RENAME CONSTRAINT "property_image_tags_enviroment_id_property_enviroments_id_fk" TO "property_image_tags_environment_id_property_environments_id_fk";
--> statement-breakpoint
-- PostgreSQL 18 names each NOT NULL constraint after its table and column (PostgreSQL 15 does not).
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT con.conname, rel.relname FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
    WHERE con.connamespace = 'public'::regnamespace AND con.contype = 'n' AND con.conname LIKE '%enviroment%'
  LOOP
    EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', c.relname, c.conname, replace(c.conname, 'enviroment', 'environment'));
  END LOOP;
END $$;
