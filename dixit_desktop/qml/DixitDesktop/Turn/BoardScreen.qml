import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table

// Every card is in: the board is revealed for everyone, in numbered slots.
FocusScope {
    objectName: "boardScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            TitleText {
                Layout.fillWidth: true
                text: Round.clueLine
                elide: Text.ElideRight
                Accessible.name: qsTr("The clue: %1").arg(Round.clue)
            }
            BodyText {
                text: qsTr("Which one is %1's?").arg(Round.storytellerName)
            }
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
