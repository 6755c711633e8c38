/** Port of the local content service the workerd tests start (npm start's own listens on 8788). */
export const TEST_CONTENT_PORT = 8790
