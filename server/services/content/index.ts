// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { currentContent, type Content, type CurrentItem } from './holder';
export { centreNotes, courseOfPath, currentNotices, indiaToday, shippedTexts, siteTextBodies } from './public';
export {
  catalogueCourse,
  catalogueCourses,
  courseNameIn,
  courseOnOffer,
  offeredCourses,
  publicCourses,
  type CatalogueCourse,
} from './offered';
export { seedContent, shippedCourse, shippedItems } from './seed';
export { contentHistory, contentMessages, publishContent, restoreContent, type ContentVersionEntry } from './store';
export { checkContentImage, contentImageMessages, storeContentImage } from './images';
