/** A JPEG of the frame in the middle of a video file; null when the browser cannot draw it. */
export function middleFrame(file: File): Promise<File | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (result: File | null) => {
      URL.revokeObjectURL(url);
      resolve(result);
    };
    video.muted = true;
    video.preload = 'auto';
    video.onloadedmetadata = () => {
      video.currentTime = Number.isFinite(video.duration) ? video.duration / 2 : 0;
    };
    video.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      if (!context || !canvas.width) return done(null);
      context.drawImage(video, 0, 0);
      canvas.toBlob((blob) => done(blob ? new File([blob], 'miniatura-video.jpg', { type: 'image/jpeg' }) : null), 'image/jpeg', 0.9);
    };
    video.onerror = () => done(null);
    video.src = url;
  });
}
