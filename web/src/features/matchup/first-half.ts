// The first-half call moved to lib/queries so GameHub's 1st Half Prediction dialog shares it (features do not
// import each other); the predictor's imports keep this path.
export { FIRST_HALF_FAILED, FIRST_HALF_NETWORK_ERROR, fetchFirstHalf, type FirstHalfData } from '@/lib/queries/first-half';
