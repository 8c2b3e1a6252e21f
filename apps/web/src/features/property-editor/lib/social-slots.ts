import type { ComponentType } from 'react';

/** What the editor's social tools pass to the prompt shown when a network is not connected. */
export interface ConnectPromptProps {
  /** 2 Instagram, 3 Facebook. */
  type: 2 | 3;
  /** The draft being edited: the connection returns to it. */
  contextId: string;
}

/** Connecting accounts comes from the media-providers feature; the route passes it in. */
export interface SocialSlots {
  ConnectPrompt: ComponentType<ConnectPromptProps>;
}
