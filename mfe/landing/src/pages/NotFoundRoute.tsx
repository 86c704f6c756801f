import { NotFoundPage } from './NotFoundPage.tsx';

export default NotFoundPage;
