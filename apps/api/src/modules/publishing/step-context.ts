import type { FastifyBaseLogger } from 'fastify';
import type { GraphCallContext, GraphClient } from '../../integrations/meta-graph';
import type { SocialConnections } from '../../lib/social-connections';
import type { PublishingRepository } from './publishing.repository';
import type { SocialImageLinks, SocialImageStore } from './social-images';

export interface PublishingSettings {
  /** Timeout of every outside call. */
  callTimeoutMs: number;
  /** Instagram container polling: pause between reads, and bounds on reads and on total time. */
  pollIntervalMs: number;
  pollAttempts: number;
  pollMaxMs: number;
  /** A job stops starting outside calls after this long (and is resumed), well before its expiry. */
  jobBudgetMs: number;
  /** Longest pause when Meta's usage headers report 95% or more. */
  usagePauseMs: number;
}

export const defaultPublishingSettings: PublishingSettings = {
  callTimeoutMs: 20_000,
  pollIntervalMs: 2_000,
  pollAttempts: 30,
  pollMaxMs: 40_000,
  jobBudgetMs: 60_000,
  usagePauseMs: 30_000,
};

/** What the Instagram and Facebook steps work with. */
export interface StepContext {
  repo: PublishingRepository;
  connections: SocialConnections;
  links: SocialImageLinks;
  images: SocialImageStore;
  instagram: GraphClient;
  facebook: GraphClient;
  settings: PublishingSettings;
  call: GraphCallContext;
  log: FastifyBaseLogger;
}

/** The text that goes out: the caption, then the hashtags. */
export function messageOf(post: { caption: string; hashtags: string[] }): string {
  const tags = post.hashtags.map((t) => `#${t.replace(/^#/, '')}`).join(' ');
  return tags ? `${post.caption}\n\n${tags}` : post.caption;
}

/**
 * The post's chosen images that still exist, in the order chosen; their fitted JPEGs are made now,
 * side by side, so that Meta's downloads during the calls find them ready.
 */
export async function imagesOf(ctx: StepContext, draftId: string, chosen: string[], max: number): Promise<string[]> {
  const existing = new Set((await ctx.repo.images(draftId)).map((r) => r.id));
  const ids = chosen.filter((id) => existing.has(id)).slice(0, max);
  await Promise.all(ids.map((id) => ctx.images.fitted(id).catch(() => null)));
  return ids;
}
