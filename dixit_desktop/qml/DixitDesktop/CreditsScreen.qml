pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend

FocusScope {
    id: screen
    objectName: "creditsScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Credits")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontTitle
                color: Theme.gold
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            BigButton {
                objectName: "backButton"
                text: qsTr("Back")
                tone: "paper"
                focus: true
                onActivated: Table.back()
            }
        }
        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ListView {
                id: list
                objectName: "creditsList"
                anchors.fill: parent
                anchors.margins: Theme.gap
                clip: true
                spacing: Theme.px(8)
                model: Table.credits
                ScrollBar.vertical: ScrollBar {}
                Keys.onUpPressed: flick(0, 800)
                Keys.onDownPressed: flick(0, -800)
                delegate: Column {
                    id: entry
                    required property var modelData
                    width: ListView.view.width
                    Text {
                        width: parent.width
                        text: entry.modelData.title
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fontLarge
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        width: parent.width
                        text: entry.modelData.detail
                        font.family: Theme.textFont
                        font.pixelSize: Theme.fontBody
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
