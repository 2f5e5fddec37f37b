export { api, authFetch, startUpFetch, unwrap, API_BASE_URL } from './client';
export {
  ApiError,
  GENERIC_ERROR,
  OFFLINE_ERROR,
  errorMessage,
  isOffline,
  type FieldError,
  type MessageContext,
} from './errors';
export { downloadFile, saveFile } from './download';
export { uploadAttachment, uploadAttachments, imageToUpload, imageRemoved } from './upload';
export type { ImageValue } from '../validation/images';
export type { Profile, Branch, PlanScope, ApiSchemas, BodyOf, InfoOf, QueryOf, ImportPreview } from './types';
