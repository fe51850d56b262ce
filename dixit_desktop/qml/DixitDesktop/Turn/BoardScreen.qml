import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table

// Every card is in: the board is revealed for everyone, in numbered slots, under the clue and
// the running score.
FocusScope {
    id: screen
    objectName: "boardScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gapSmall

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            FittedText {   // a long clue wraps, then shrinks: never cut
                objectName: "boardClue"
                Layout.fillWidth: true
                text: Round.clueLine
                Accessible.name: qsTr("The clue: %1").arg(Round.clue)
            }
            BodyText {
                Layout.maximumWidth: screen.width * Theme.boardHintShare
                text: qsTr("Which one is %1's?").arg(Round.storytellerName)
                wrapMode: Text.WordWrap
            }
            // the window's pause button stands in this corner (App.qml)
            Item { implicitWidth: Theme.touch; implicitHeight: Theme.touch }
        }
        ScoreLine {
            Layout.fillWidth: true
        }
        BoardGrid {
            Layout.fillWidth: true
            Layout.fillHeight: true
            mode: BoardGrid.Public
        }
        BigButton {
            objectName: "startVotingButton"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Start voting")
            focus: true
            onActivated: Round.startVoting()
        }
    }
}
