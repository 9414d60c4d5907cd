// The planner's vocabulary. Pure data: no Fastify, no database, no I/O.

/** A place. Geographic models read x as longitude and y as latitude; the benchmark reads both as feet. */
export interface Point {
  x: number;
  y: number;
}

export type Gender = 'male' | 'female';

export interface PlannerSchool {
  id: string;
  location: Point;
  /** Seconds after midnight by which the bus must be at the school. */
  bellSeconds: number;
  /** Seconds the bus stays at the school to let the students off. */
  dwellSeconds: number;
}

export interface PlannerStudent {
  id: string;
  schoolId: string;
  home: Point;
  gender?: Gender;
  /** Special needs: picked up at home, never grouped with others. */
  doorToDoor?: boolean;
}

export interface PlannerBus {
  id: string;
  capacity: number;
}

export interface PlannerRules {
  /** Longest walk from home to a stop, metres (straight line). */
  maxWalkMeters: number;
  /** Longest time on board for any student, seconds. The ministry's 90 minutes by default. */
  maxRideSeconds: number;
  /** Students living closer than this to their school are not planned (0: everyone is planned). */
  minDistanceMeters: number;
  /** A school's boys and girls never share a route. */
  separateGenders: boolean;
  /** Time at a stop: a fixed part and a part per student boarding. */
  stopBaseSeconds: number;
  stopPerStudentSeconds: number;
}

export const DEFAULT_RULES: PlannerRules = {
  maxWalkMeters: 400,
  maxRideSeconds: 90 * 60,
  minDistanceMeters: 250,
  separateGenders: true,
  stopBaseSeconds: 30,
  stopPerStudentSeconds: 5,
};

/** A stop the planner routes: a point, its school, and how many students board there. */
export interface RoutingStop {
  id: string;
  schoolId: string;
  location: Point;
  students: number;
  /** Stops of different groups never share a route (the school plus, when separated, the gender). */
  group: string;
  studentIds?: string[];
}

/** What the routing and chaining stages need; the benchmark builds it directly from its files. */
export interface RoutingProblem {
  schools: PlannerSchool[];
  stops: RoutingStop[];
  capacity: number;
  maxRideSeconds: number;
  stopBaseSeconds: number;
  stopPerStudentSeconds: number;
}

export interface PlannedRoute {
  id: string;
  schoolId: string;
  group: string;
  /** Stop ids in visiting order; the route ends at its school. */
  stopIds: string[];
  students: number;
  /** Seconds from leaving the first stop to arriving at the school. */
  durationSeconds: number;
  /** Seconds at which the bus leaves each stop, when it arrives at the school at the bell. */
  departures: number[];
}

export interface PlannerPlan {
  routes: PlannedRoute[];
  /** One entry per bus: the route ids it serves, in order. */
  chains: string[][];
  /** Driving time of every route plus the empty runs between the routes of a chain, seconds. */
  drivingSeconds: number;
  /** Search steps made. */
  iterations?: number;
}

export interface PlannerProgress {
  /** 0..1 of the time budget spent. */
  fraction: number;
  buses: number;
  drivingSeconds: number;
}

export interface PlanOptions {
  /** Stop searching after this many milliseconds and return the best plan so far. */
  timeLimitMs: number;
  /** Stop after this many search steps too (a budget that does not depend on the machine's load). */
  maxIterations?: number;
  /** Random seed: the same seed gives the same plan. */
  seed?: number;
  onProgress?: (progress: PlannerProgress) => void;
  /** Asked between steps; when it answers true the best plan so far is returned. */
  shouldStop?: () => boolean;
}

export interface PlannerInput {
  schools: PlannerSchool[];
  students: PlannerStudent[];
  buses: PlannerBus[];
  rules: PlannerRules;
}
