import type { FastifyRequest } from 'fastify';
import { PropertyStatus } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { publishCheck } from '@vitrina/contract/schemas/publish-check';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findSession } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage/storage';
import { fullName } from '../../lib/agent-view';
import { sessionCookieToken } from '../../lib/session-cookie';
import { fileUrl } from '../../lib/files';
import { IMAGE_MAX_PIXELS } from '../../lib/images';
import { loadSharp } from '../../lib/lazy-modules';
import { ogImageKey, renditionKey, renditionSrcset } from '../../lib/image-renditions';
import { toDraft } from '../property-drafts/draft-view';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import { isAutomated, viewDay, visitorKey } from './page-views';
import { publicPageRepository } from './public-page.repository';

export interface PageImage {
  url: string;
  /** `srcset` of the WebP renditions plus the original; null when the image has no renditions. */
  srcset: string | null;
  width: number;
  height: number;
  environment: string | null;
}

export interface PageAgent {
  fullName: string;
  firstName: string;
  avatarUrl: string | null;
  /** Digits for wa.me (58 4125551234 → 584125551234); null without a contact phone. */
  whatsapp: string | null;
}

export interface OtherListing {
  slug: string;
  title: string;
  price: number | null;
  operationType: number;
  thumbnail: string | null;
  place: string;
}

export interface ListingPage {
  propertyId: string;
  slug: string;
  status: number;
  url: string;
  ogImageUrl: string | null;
  view: PropertyDraft;
  images: PageImage[];
  agent: PageAgent;
  publishedAt: Date | null;
  updatedAt: Date;
  others: OtherListing[];
}

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

/**
 * Whether the listing as it stands now would still pass the publish check (its social posts
 * aside). A Published listing is edited live, so an edit can leave it without photos or a price:
 * until the agent completes it again, visitors see it as no longer available.
 */
export function stillPublishable(view: PropertyDraft): boolean {
  return publishCheck({ ...view, instagramPost: null, facebookPost: null }).length === 0;
}

/** The public page's data, its view counting and its link-preview image. */
export function publicPageService(deps: { db: Db; drafts: PropertyDraftsService; storage: Storage; config: Config }) {
  const repo = publicPageRepository(deps.db);
  const baseUrl = deps.config.publicBaseUrl;
  /** Whether an image (by storage key) has its renditions: images uploaded before them have none. */
  const hasRenditions = new Map<string, boolean>();
  let purgedDay = '';

  async function renditionsExist(key: string, width: number): Promise<boolean> {
    if (width <= 480) return false;
    const known = hasRenditions.get(key);
    if (known !== undefined) return known;
    const exists = (await deps.storage.size(renditionKey(key, 480)).catch(() => null)) !== null;
    if (hasRenditions.size > 5000) hasRenditions.clear();
    hasRenditions.set(key, exists);
    return exists;
  }

  async function others(agentId: string, exceptId: string): Promise<OtherListing[]> {
    const rows = await repo.otherListings(agentId, exceptId, 6);
    const rel = await deps.drafts.related(rows.map((r) => r.draft));
    return rows.flatMap(({ property, draft }) => {
      const view = toDraft(draft, rel, baseUrl);
      if (!stillPublishable(view)) return [];
      return {
        slug: property.slug,
        title: view.title ?? 'Propiedad',
        price: view.price,
        operationType: view.operationType,
        thumbnail: view.thumbnail,
        place: [view.address.location?.name, view.address.countryState?.name].filter(Boolean).join(', '),
      };
    });
  }

  /** The agent's own visit: their session cookie (set by the agent app) or a bearer token. */
  async function visitorAgentId(request: FastifyRequest): Promise<string | null> {
    const header = request.headers.authorization;
    const fromHeader = typeof header === 'string' ? /^Bearer\s+(\S{1,512})$/i.exec(header.trim())?.[1] : undefined;
    const token = fromHeader ?? sessionCookieToken(request.headers.cookie);
    if (!token || token.length > 512) return null;
    return (await findSession(deps.db, token))?.agentId ?? null;
  }

  return {
    /**
     * The listing behind a slug, as its page shows it; null for an unknown or still-publishing one.
     * A Published listing that no longer passes the publish check answers as Unpublished.
     */
    async page(slug: string): Promise<ListingPage | null> {
      const row = await deps.drafts.listingBySlug(slug);
      if (!row || row.property.status === PropertyStatus.Publishing) return null;
      const { agent } = row;
      const rel = await deps.drafts.related([row.draft]);
      const view = toDraft(row.draft, rel, baseUrl);
      const images = await Promise.all(
        rel.images.map(async ({ image, env }) => ({
          url: fileUrl(baseUrl, image.storageKey),
          srcset: (await renditionsExist(image.storageKey, image.width)) ? renditionSrcset(baseUrl, image.storageKey, image.width) : null,
          width: image.width,
          height: image.height,
          environment: env?.name ?? null,
        })),
      );
      const status = row.property.status === PropertyStatus.Published && !stillPublishable(view) ? PropertyStatus.Unpublished : row.property.status;
      const published = status === PropertyStatus.Published;
      const url = `${baseUrl}/p/${encodeURIComponent(row.property.slug)}`;
      return {
        propertyId: row.property.id,
        slug: row.property.slug,
        status,
        url,
        ogImageUrl: published && (images.length > 0 || row.draft.thumbnailKey) ? `${url}/og.jpg` : null,
        view,
        images,
        agent: {
          fullName: fullName(agent.firstName, agent.lastName),
          firstName: agent.firstName,
          avatarUrl: agent.avatarKey ? fileUrl(baseUrl, agent.avatarKey) : null,
          whatsapp: agent.phoneCode && agent.phoneNumber ? `${agent.phoneCode}${agent.phoneNumber}`.replace(/\D/g, '') : null,
        },
        publishedAt: row.property.publishedAt,
        updatedAt: row.draft.updatedAt > row.property.updatedAt ? row.draft.updatedAt : row.property.updatedAt,
        others: published ? [] : await others(row.property.agentId, row.property.id),
      };
    },

    /**
     * Counts a person's visit of a Published listing: once per visitor a day (Caracas), never a
     * bot, a link preview, a prefetch or the listing's own agent. Answers whether it was counted.
     */
    async recordView(page: ListingPage, agentId: string, request: FastifyRequest): Promise<boolean> {
      if (request.method !== 'GET' || isAutomated(request)) return false;
      if ((await visitorAgentId(request)) === agentId) return false;
      const day = viewDay();
      if (purgedDay !== day) {
        purgedDay = day;
        await repo.purgeViewsBefore(day);
      }
      return repo.countView(page.propertyId, day, visitorKey(deps.config.tokenEncryptionKey, day, page.propertyId, request));
    },

    /**
     * The 1200x630 JPEG that chat apps and social networks show for a shared link: drawn once from
     * the cover (the image the 596x446 thumbnail is made from; the thumbnail when there is none),
     * kept in storage beside it and read from there afterwards.
     */
    async ogImage(slug: string): Promise<Buffer | null> {
      const row = await deps.drafts.listingBySlug(slug);
      if (!row || row.property.status !== PropertyStatus.Published) return null;
      const rel = await deps.drafts.related([row.draft]);
      if (!stillPublishable(toDraft(row.draft, rel, baseUrl))) return null;
      const source = rel.images[0]?.image.storageKey ?? row.draft.thumbnailKey;
      if (!source) return null;
      const key = ogImageKey(source);
      const stored = await deps.storage.get(key);
      if (stored) return streamToBuffer(stored.body);
      const original = await deps.storage.get(source);
      if (!original) return null;
      const sharp = await loadSharp();
      const jpeg = await sharp(await streamToBuffer(original.body), { limitInputPixels: IMAGE_MAX_PIXELS })
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await deps.storage.put(key, jpeg, 'image/jpeg');
      return jpeg;
    },
  };
}
export type PublicPageService = ReturnType<typeof publicPageService>;

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
