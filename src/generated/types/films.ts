// generated — do not edit; edit schemas/films.yaml and run npm run generate

/**
 * A record of Films (/swiper/filmList).
 */
export interface FilmsRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Title
   */
  name?: string;
  /**
   * Poster
   */
  poster?: string;
  /**
   * Genres
   */
  genres?: string[];
  /**
   * Length (min)
   */
  duration?: number;
  /**
   * Release
   */
  release_date?: string;
  /**
   * Score
   */
  score?: number;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Showings today
   */
  showings?: number;
}
