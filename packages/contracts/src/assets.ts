import { z } from 'zod';
import { AssetBucket } from './enums';
import { PERSON_NAME_MAX } from './limits';
import { MSG } from './messages';

/** An uploaded file (api.md): its bytes are served at `url`, `/api/assets/{id}`. */
export const Asset = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  bucket: AssetBucket,
  url: z.string(),
});
export type Asset = z.infer<typeof Asset>;

/** The image types an upload accepts (server-rules §9); the web file input offers the same. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/** The Profile form (part 2 §5): first and last name, 2 to PERSON_NAME_MAX characters each. */
export const ProfileForm = z.object({
  firstName: z.string().trim().min(2, MSG.profileFirstNameMin).max(PERSON_NAME_MAX, MSG.profileFirstNameMax),
  lastName: z.string().trim().min(2, MSG.profileLastNameMin).max(PERSON_NAME_MAX, MSG.profileLastNameMax),
});
export type ProfileForm = z.input<typeof ProfileForm>;
