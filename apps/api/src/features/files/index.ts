/* The files feature's surface: its routes and jobs, and what features that attach uploads (profile, brands) use, and what the data export copies. */
export { filesRoutes } from './files.routes.ts';
export { registerFilesJobs } from './files.jobs.ts';
export { deleteFilesOfOwner, filesOfOwner, markAttached, markDiscarded, ownedFilesByName } from './files.repository.ts';
export { deleteStoredFiles, fileView, thumbnailKey } from './files.service.ts';
