/** A JSON body over this many bytes is refused before it is read: 413 PAYLOAD_TOO_LARGE. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** A photo (listing image, thumbnail, avatar): JPEG, PNG or WebP up to 15 MB; also any uploaded file's default ceiling. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
