import { lazy, Suspense, type ComponentProps } from 'react';

// The player (its slider and controls) loads when a video is shown, not with the page (issue 15).
const VideoPlayer = lazy(() => import('./video-player').then((m) => ({ default: m.VideoPlayer })));

/** The video player, loaded on demand; a black frame of a video's usual shape holds its place meanwhile. */
export function LazyVideoPlayer(props: ComponentProps<typeof VideoPlayer>) {
  return (
    <Suspense
      fallback={<div role="status" aria-label="Cargando video" style={{ background: '#000', borderRadius: 8, aspectRatio: '16 / 9', maxHeight: 480 }} />}
    >
      <VideoPlayer {...props} />
    </Suspense>
  );
}
