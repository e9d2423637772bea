/** The MTG combat screen: the shared board with MTG's panels and its picture of combat. */
import { GameBoard } from '../kit/GameBoard.tsx';
import { mtgBoardUi } from './panels.tsx';

const MtgBoard = () => <GameBoard ui={mtgBoardUi} />;

export default MtgBoard;
