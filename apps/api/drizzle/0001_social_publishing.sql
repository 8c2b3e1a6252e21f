CREATE TABLE "data_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"confirmation_code" text NOT NULL,
	"provider_type" smallint NOT NULL,
	"external_user_id" text NOT NULL,
	"connections_deleted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_deletion_requests_confirmation_code_unique" UNIQUE("confirmation_code")
);
--> statement-breakpoint
CREATE TABLE "facebook_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_provider_agent_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"picture_url" text,
	"access_token_encrypted" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facebook_pages_agent_page" UNIQUE("agent_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "property_facebook_page_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feed_attempted_at" timestamp with time zone,
	"feed_post_id" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"error_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_facebook_page_posts_unique" UNIQUE("post_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "property_facebook_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"image_ids" jsonb NOT NULL,
	"caption" text NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_ids" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"error_message" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_facebook_posts_draft_id_unique" UNIQUE("draft_id")
);
--> statement-breakpoint
CREATE TABLE "property_instagram_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"image_ids" jsonb NOT NULL,
	"caption" text NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"error_message" text,
	"ig_user_id" text,
	"child_container_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"container_id" text,
	"publish_attempted_at" timestamp with time zone,
	"media_id" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_instagram_posts_draft_id_unique" UNIQUE("draft_id")
);
--> statement-breakpoint
ALTER TABLE "media_provider_agents" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "media_provider_agents" ADD COLUMN "status" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_provider_agents" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_provider_agents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "property_drafts" ADD COLUMN "publish_error" text;--> statement-breakpoint
ALTER TABLE "property_drafts" ADD COLUMN "publish_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_media_provider_agent_id_media_provider_agents_id_fk" FOREIGN KEY ("media_provider_agent_id") REFERENCES "public"."media_provider_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facebook_page_posts" ADD CONSTRAINT "property_facebook_page_posts_post_id_property_facebook_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."property_facebook_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facebook_posts" ADD CONSTRAINT "property_facebook_posts_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_instagram_posts" ADD CONSTRAINT "property_instagram_posts_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_facebook_page_posts_post_idx" ON "property_facebook_page_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "media_provider_agents_external_idx" ON "media_provider_agents" USING btree ("type","external_user_id");--> statement-breakpoint
CREATE INDEX "media_provider_agents_expiry_idx" ON "media_provider_agents" USING btree ("type","token_expires_at");