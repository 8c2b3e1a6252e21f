CREATE TABLE "draft_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"agent_id" uuid,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"scope" text,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_collaborators_draft_agent_unique" UNIQUE("draft_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "draft_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"inviter_id" uuid NOT NULL,
	"email_address" text,
	"permission" text NOT NULL,
	"scope" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "draft_activity" ADD CONSTRAINT "draft_activity_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_activity" ADD CONSTRAINT "draft_activity_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_collaborators" ADD CONSTRAINT "draft_collaborators_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_collaborators" ADD CONSTRAINT "draft_collaborators_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_collaborators" ADD CONSTRAINT "draft_collaborators_invited_by_agents_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_invitations" ADD CONSTRAINT "draft_invitations_draft_id_property_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."property_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_invitations" ADD CONSTRAINT "draft_invitations_inviter_id_agents_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_invitations" ADD CONSTRAINT "draft_invitations_accepted_by_agents_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_activity_draft_idx" ON "draft_activity" USING btree ("draft_id","created_at");--> statement-breakpoint
CREATE INDEX "draft_collaborators_agent_idx" ON "draft_collaborators" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "draft_invitations_draft_idx" ON "draft_invitations" USING btree ("draft_id");