import { startUpstream } from '../upstream/server';
const upstream = await startUpstream({ port: Number(process.env.UPSTREAM_PORT), root: process.cwd(), staticDir: process.env.DIST!, notices: [] });
console.log('listening', upstream.url);
