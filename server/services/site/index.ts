// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export {
  brandImageKinds,
  brandUrlPrefix,
  isBrandImageKind,
  logoFilePath,
  merchantQrPayee,
  removeBrandImage,
  setBrandImage,
} from './brand-images';
export { contentVersion } from './content-version';
export {
  createGalleryItem,
  deleteGalleryItem,
  galleryFileNames,
  galleryImageSources,
  galleryUrlPrefix,
  listGalleryItems,
} from './gallery';
export { instituteIdentity } from './identity';
export {
  getSettings,
  imageSettingsKeys,
  invalidStoredSettings,
  isSettingsKey,
  seedSettings,
  settingsKeys,
  typedSettingsSchema,
  updateSettings,
  type SiteSettings,
} from './settings';
