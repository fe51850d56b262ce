import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend

// Every card is in: the board is revealed for everyone, in numbered slots.
FocusScope {
    id: screen
    objectName: "boardScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gap

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("“%1”").arg(Table.clue)
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontTitle
                color: Theme.gold
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
                Accessible.name: qsTr("The clue: %1").arg(Table.clue)
            }
            Text {
                text: qsTr("Which one is %1's?").arg(Table.storytellerName)
                font.family: Theme.textFont
                font.pixelSize: Theme.fontBody
                color: Theme.paper
            }
        }
        BoardGrid {
            Layout.fillWidth: true
            Layout.fillHeight: true
            mode: "public"
        }
        BigButton {
            objectName: "startVotingButton"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Start voting")
            focus: true
            onActivated: Table.startVoting()
        }
    }
}
